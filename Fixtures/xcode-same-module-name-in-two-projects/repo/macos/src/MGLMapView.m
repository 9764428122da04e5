#import "MGLMapView.h"
@implementation MGLMapView
@end
