#import <UIKit/UIKit.h>

@interface LegacyDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation LegacyDelegate

- (UIViewController *)application:(UIApplication *)application viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
    return nil;
}

@end
