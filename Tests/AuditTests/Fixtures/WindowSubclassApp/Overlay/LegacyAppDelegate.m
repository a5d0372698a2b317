#import "BannerWindow.h"

@interface LegacyAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *banner;
@end

@implementation LegacyAppDelegate
@synthesize window = _window;

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.banner = [[BannerWindow alloc] initWithFrame:CGRectZero];
    NSObject *other = [[NSObject alloc] init];
    return other != nil;
}

@end
