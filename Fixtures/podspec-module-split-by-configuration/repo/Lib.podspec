Pod::Spec.new do |s|
  s.name         = 'Lib'
  s.version      = '0.1.0'
  s.source_files = 'Lib/**/*.{h,m,swift}'
end
