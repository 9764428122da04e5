import Shared

final class Main {
    let name = Current.name
}
