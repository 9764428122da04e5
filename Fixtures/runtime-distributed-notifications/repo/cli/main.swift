import Foundation

// The command-line tool hands data to the running app over a distributed notification: it
// crosses from the tool's process into the app's.
let center = DistributedNotificationCenter.default()
center.postNotificationName(NSNotification.Name(rawValue: "VWOpenDataNotification"),
                            object: nil,
                            userInfo: ["data": Data()],
                            deliverImmediately: true)

// A post on the tool's own center reaches only the tool's process: the app never sees it.
NotificationCenter.default.post(name: Notification.Name("VWLocalPing"), object: nil)
