#import "AppDelegate.h"
#import "LibraryViewController.h"

@interface AppDelegate ()
@property (nonatomic, copy) NSString *pendingPath;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = [LibraryViewController new];
    [self.window makeKeyAndVisible];
    NSURL *url = launchOptions[UIApplicationLaunchOptionsURLKey];
    // NSURL *item = launchOptions[UIApplicationLaunchOptionsShortcutItemKey];
    NSLog(@"UIApplicationLaunchOptionsShortcutItemKey [UIScreen mainScreen] %c", '[');
    self.pendingPath = url.path;
    return YES;
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
    [[Library sharedLibrary] resume];
}

- (BOOL)application:(UIApplication *)application
            openURL:(NSURL *)url
  sourceApplication:(NSString *)sourceApplication
         annotation:(id)annotation {
    return [self openBookAtURL:url];
}

- (BOOL)application:(UIApplication *)application handleOpenURL:(NSURL *)url { return [self openBookAtURL:url]; }

#if 0
- (void)applicationWillResignActive:(UIApplication *)application {
}
#endif

/*
- (void)applicationDidEnterBackground:(UIApplication *)application {
}
*/

- (void)applicationWillTerminate:(UIApplication *)application {
    [[Library sharedLibrary] close];
}

- (BOOL)openBookAtURL:(NSURL *)url {
    return url != nil;
}

@end
