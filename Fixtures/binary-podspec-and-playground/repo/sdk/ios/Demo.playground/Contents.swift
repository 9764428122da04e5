import Mapbox

let mapView = MGLMapView()
