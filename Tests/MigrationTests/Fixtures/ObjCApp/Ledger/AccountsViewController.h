#import <UIKit/UIKit.h>

/// The list of accounts.
@interface AccountsViewController : UITableViewController
@end
