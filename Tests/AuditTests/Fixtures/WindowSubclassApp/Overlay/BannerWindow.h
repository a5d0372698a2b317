#import <UIKit/UIKit.h>

@interface BannerWindow : UIWindow
@end
