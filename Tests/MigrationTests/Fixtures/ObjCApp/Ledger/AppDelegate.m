#import "AppDelegate.h"
#import "AccountsViewController.h"
#import "SyncClient.h"

static NSString *const LedgerBadgeKey = @"ledger.badge";

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // The sync client starts once per process.
    [SyncClient.sharedClient start];

    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    /* The accounts list is the first screen. */
    AccountsViewController *accounts = [[AccountsViewController alloc] init];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:accounts];
    navigation.navigationBar.prefersLargeTitles = YES;
    self.window.rootViewController = navigation;
    [self.window makeKeyAndVisible];
    return YES;
}

// Sync again whenever the user comes back.
- (void)applicationDidBecomeActive:(UIApplication *)application {
    [SyncClient.sharedClient resumeForApplication:application]; // not while inactive
}

- (void)applicationWillResignActive:(UIApplication *)application {
    [SyncClient.sharedClient pause];
}

#ifdef DEBUG
- (void)applicationDidEnterBackground:(UIApplication *)application {
    NSLog(@"Ledger is in the background");
}
#endif

- (void)applicationWillEnterForeground:(UIApplication *)application { [SyncClient.sharedClient refresh]; }

- (void)applicationWillTerminate:(UIApplication *)application {
    [[NSUserDefaults standardUserDefaults] setInteger:SyncClient.sharedClient.unreadCount forKey:LedgerBadgeKey];
    [SyncClient.sharedClient stop];
}

@end
