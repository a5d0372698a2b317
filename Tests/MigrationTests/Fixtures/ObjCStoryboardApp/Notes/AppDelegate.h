#import <UIKit/UIKit.h>

/// Keeps the notes store and the main storyboard's window.
@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) NSMutableArray<NSString *> *drafts;

@end
