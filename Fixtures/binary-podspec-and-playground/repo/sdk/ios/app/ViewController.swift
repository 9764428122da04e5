import Mapbox

final class ViewController {
    func show() {
        print(mapView)
    }
}
