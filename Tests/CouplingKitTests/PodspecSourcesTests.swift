import Foundation
import Testing

@testable import CouplingKit

@Suite("A podspec's source files")
struct PodspecSourcesTests {
    /// Firebase's pods name their tests in test specs; Material Components' subspecs name their
    /// folder by interpolation.
    static let podspec = """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = ['Kit/Sources/**/*.{h,m}', 'Kit/Typedefs/*.h']
          s.subspec 'Button' do |component|
            component.source_files = "components/#{component.base_name}/src/*.{h,m}"
          end
          s.test_spec 'unit' do |unit_tests|
            unit_tests.source_files = 'Kit/Tests/Unit/*.swift'
          end
          s.app_spec 'Sample' do |app|
            app.source_files = 'Kit/Sample/**/*.swift'
          end
        end
        """

    @Test("test and app specs' patterns are no sources; **, * and #{…} match as CocoaPods globs do")
    func patterns() {
        let expressions = ManifestParsing.podspecSourceExpressions(Self.podspec)
        func matches(_ path: String) -> Bool {
            expressions.contains { $0.firstMatch(in: path, range: NSRange(location: 0, length: (path as NSString).length)) != nil }
        }
        #expect(matches("Kit/Sources/Kit.m"))
        #expect(matches("Kit/Sources/Private/Cache/Store.h"))
        #expect(matches("Kit/Typedefs/Handle.h"))
        #expect(!matches("Kit/Typedefs/Deep/Handle.h"))
        #expect(matches("components/Button/src/MDCButton.m"))
        #expect(!matches("components/Button/src/private/MDCButton+Ink.m"))
        #expect(!matches("components/Button/examples/Demo.m"))
        #expect(!matches("Kit/Tests/Unit/KitTests.swift"))
        #expect(!matches("Kit/Sample/App.swift"))
        #expect(!matches("Kit/Sources/Kit.swift"))
    }
}
