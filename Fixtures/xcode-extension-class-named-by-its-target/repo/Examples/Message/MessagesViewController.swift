import Messages

/// The iMessage extension's principal class: its run-time name is `MessageExample.MessagesViewController`,
/// after the module of the target compiling it, not after the Examples folder.
final class MessagesViewController: MSMessagesAppViewController {}
