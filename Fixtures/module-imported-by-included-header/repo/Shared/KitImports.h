// One header that the app's Objective-C includes to see Kit's Swift.
@import Kit;
