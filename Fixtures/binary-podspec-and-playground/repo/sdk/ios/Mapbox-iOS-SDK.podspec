Pod::Spec.new do |m|
  m.name    = 'Mapbox-iOS-SDK'
  m.version = '6.4.1'
  m.source = { :http => "https://example.com/mapbox-ios-sdk-dynamic.zip", :flatten => true }
  m.platform = :ios
  m.vendored_frameworks = 'dynamic/Mapbox.framework'
  m.module_name = 'Mapbox'
end
