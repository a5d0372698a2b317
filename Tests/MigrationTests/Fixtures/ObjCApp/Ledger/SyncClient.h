#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

/// Keeps the ledger in step with the server.
@interface SyncClient : NSObject

@property (class, readonly, nonatomic) SyncClient *sharedClient;
@property (readonly, nonatomic) NSInteger unreadCount;

- (void)start;
- (void)stop;
- (void)pause;
- (void)resumeForApplication:(UIApplication *)application;
- (void)refresh;

@end
