#import <UIKit/UIKit.h>
#import "App-Swift.h"

// As RiotShareExtension/Shared/View/RecentRoomTableViewCell.m:51
UIImage *CellImage(void)
{
    return AssetImages.appSymbol;
}
