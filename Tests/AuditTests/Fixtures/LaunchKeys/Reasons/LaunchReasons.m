#import <UIKit/UIKit.h>

@implementation LaunchReasons

- (void)read:(NSDictionary *)launchOptions {
    NSDictionary *payload = [launchOptions objectForKey:UIApplicationLaunchOptionsRemoteNotificationKey];
    BOOL location = launchOptions[UIApplicationLaunchOptionsLocationKey] != nil;
    NSString *source = launchOptions[UIApplicationLaunchOptionsSourceApplicationKey];
    id annotation = [launchOptions objectForKey:UIApplicationLaunchOptionsAnnotationKey];
    id local = launchOptions[UIApplicationLaunchOptionsLocalNotificationKey];
    NSArray *issues = [launchOptions objectForKey:UIApplicationLaunchOptionsNewsstandDownloadsKey];
    id attribution = launchOptions[UIApplicationLaunchOptionsEventAttributionKey];
    NSArray *centrals = launchOptions[UIApplicationLaunchOptionsBluetoothCentralsKey];
    NSArray *peripherals = [launchOptions objectForKey:UIApplicationLaunchOptionsBluetoothPeripheralsKey];
}

@end
