import JLRoutes
import MGJRouter

enum FeedRoutes {
    static func register() {
        JLRoutes.global().addRoute("/feed/:postID") { parameters in
            print(parameters["postID"] ?? "")
            return true
        }
    }

    static func showAuthor() {
        MGJRouter.openURL("mgj://user/7")
    }
}
