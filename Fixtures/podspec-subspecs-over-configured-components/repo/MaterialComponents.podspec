Pod::Spec.new do |mdc|
  mdc.name         = "MaterialComponents"
  mdc.version      = "1.0.0"
  mdc.platform     = :ios

  mdc.subspec "A" do |component|
    component.public_header_files = "components/#{component.base_name}/src/*.h"
    component.source_files = "components/#{component.base_name}/src/*.{h,m}"
  end

  mdc.subspec "B" do |component|
    component.public_header_files = "components/#{component.base_name}/src/*.h"
    component.source_files = "components/#{component.base_name}/src/*.{h,m}"
    component.dependency "MaterialComponents/A"
  end
end
