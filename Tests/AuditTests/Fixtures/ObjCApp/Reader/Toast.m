#import "Toast.h"
#import "AppDelegate.h"

@implementation Toast

// Same selector as the app-delegate callback on an unrelated class: not a finding.
- (void)applicationDidBecomeActive:(UIApplication *)application {
    UIWindow *window = [UIApplication sharedApplication].keyWindow;
    UIWindow *same = [[UIApplication sharedApplication] keyWindow];
    NSArray *all = UIApplication.sharedApplication.windows;
    UIWindow *main = ((AppDelegate *)[UIApplication sharedApplication].delegate).window;
    [window makeKeyAndVisible];
    [self showIn:window all:all other:same main:main];
}

- (void)openReaderWindow:(NSUserActivity *)activity {
    [[UIApplication sharedApplication] requestSceneSessionActivation:nil
                                                        userActivity:activity
                                                             options:nil
                                                        errorHandler:^(NSError *error) { NSLog(@"%@", error); }];
}

@end
