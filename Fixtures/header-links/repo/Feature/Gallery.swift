import Lib

final class Gallery {
    let widget = LBWidget()
}
