#import "MGLMapCamera.h"
#import "MGLMapView.h"
