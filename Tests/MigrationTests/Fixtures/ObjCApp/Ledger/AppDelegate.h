#import <UIKit/UIKit.h>

/// Starts the sync client and shows the accounts.
@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
