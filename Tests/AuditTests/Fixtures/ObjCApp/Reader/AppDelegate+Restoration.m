#import "AppDelegate.h"

@implementation AppDelegate (Restoration)

- (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder {
    return YES;
}

- (UIViewController *)application:(UIApplication *)application
    viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents
                                          coder:(NSCoder *)coder {
    return nil;
}

@end
