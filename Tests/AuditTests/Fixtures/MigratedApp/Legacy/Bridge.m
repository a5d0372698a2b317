#import "Bridge.h"

@implementation Bridge

- (UIWindow *)keyWindowFor:(UIView *)view {
    // Was: [UIApplication sharedApplication].keyWindow
    return view.window.windowScene.keyWindow;
}

- (NSString *)describe {
    return @"[[UIApplication sharedApplication] keyWindow] UIApplicationLaunchOptionsURLKey";
}

@end
