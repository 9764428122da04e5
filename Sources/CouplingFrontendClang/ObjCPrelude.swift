/// Stub declarations prepended to every header given to libclang, so that Objective-C parses
/// without any SDK: the types and macros of the C standard headers every build sees
/// (`<stdint.h>`, `<stddef.h>`, `<stdbool.h>`, `<assert.h>`'s `static_assert`, `<stdalign.h>`),
/// then Foundation's. `NS_SWIFT_NAME` becomes an `annotate` attribute that the extractor reads.
enum ObjCPrelude {
    static let swiftNamePrefix = "coupling.swift_name="

    static let text = """
        typedef __SIZE_TYPE__ size_t;
        typedef __PTRDIFF_TYPE__ ptrdiff_t;
        typedef __INT8_TYPE__ int8_t;
        typedef __INT16_TYPE__ int16_t;
        typedef __INT32_TYPE__ int32_t;
        typedef __INT64_TYPE__ int64_t;
        typedef __UINT8_TYPE__ uint8_t;
        typedef __UINT16_TYPE__ uint16_t;
        typedef __UINT32_TYPE__ uint32_t;
        typedef __UINT64_TYPE__ uint64_t;
        typedef __INTPTR_TYPE__ intptr_t;
        typedef __UINTPTR_TYPE__ uintptr_t;
        typedef __INTMAX_TYPE__ intmax_t;
        typedef __UINTMAX_TYPE__ uintmax_t;
        #ifndef __cplusplus
        #define bool _Bool
        #define true 1
        #define false 0
        #define static_assert _Static_assert
        #define alignas _Alignas
        #define alignof _Alignof
        #endif
        typedef signed char BOOL;
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;
        typedef long CFIndex;
        typedef unsigned long CFOptionFlags;
        typedef double NSTimeInterval;
        #ifdef __OBJC__
        @class NSString, NSArray, NSMutableArray, NSDictionary, NSMutableDictionary, NSSet, NSNumber, NSData;
        @class NSDate, NSError, NSURL, NSValue, NSCoder, NSBundle, NSNotification, NSUUID, NSAttributedString;
        @class UIView, UIViewController, UIColor, UIImage, UIFont, NSView, NSViewController, NSColor, NSImage;
        @protocol NSObject
        @end
        @protocol NSCopying
        @end
        @protocol NSCoding
        @end
        @protocol NSSecureCoding
        @end
        @interface NSObject <NSObject>
        @end
        #endif
        #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_CLOSED_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_ERROR_ENUM(_domain, _name) enum _name : NSInteger _name; enum _name : NSInteger
        #define CF_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define CF_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
        #define CF_CLOSED_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define OBJC_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define OBJC_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
        #define __nonnull _Nonnull
        #define __nullable _Nullable
        #define __null_unspecified _Null_unspecified
        #define __printflike(fmtarg, firstvararg)
        #define __scanflike(fmtarg, firstvararg)
        #define NS_SWIFT_NAME(_name) __attribute__((annotate("\(swiftNamePrefix)" #_name)))
        #define CF_SWIFT_NAME(_name) __attribute__((annotate("\(swiftNamePrefix)" #_name)))
        #define NS_SWIFT_UNAVAILABLE(_msg)
        #define NS_SWIFT_UNAVAILABLE_FROM_ASYNC(_msg)
        #define NS_SWIFT_ASYNC(...)
        #define NS_SWIFT_ASYNC_NAME(...)
        #define NS_SWIFT_NOTHROW
        #define NS_SWIFT_UI_ACTOR
        #define NS_SWIFT_SENDABLE
        #define NS_SWIFT_NONSENDABLE
        #define NS_REFINED_FOR_SWIFT
        #define NS_ASSUME_NONNULL_BEGIN
        #define NS_ASSUME_NONNULL_END
        #define CF_ASSUME_NONNULL_BEGIN
        #define CF_ASSUME_NONNULL_END
        #define NS_HEADER_AUDIT_BEGIN(...)
        #define NS_HEADER_AUDIT_END(...)
        #define CF_EXTERN_C_BEGIN
        #define CF_EXTERN_C_END
        #define __BEGIN_DECLS
        #define __END_DECLS
        #define NS_DESIGNATED_INITIALIZER
        #define NS_REQUIRES_SUPER
        #define NS_UNAVAILABLE
        #define NS_AUTOMATED_REFCOUNT_UNAVAILABLE
        #define NS_ROOT_CLASS
        #define NS_NOESCAPE
        #define NS_TYPED_ENUM
        #define NS_TYPED_EXTENSIBLE_ENUM
        #define NS_STRING_ENUM
        #define NS_EXTENSIBLE_STRING_ENUM
        #define NS_RETURNS_RETAINED
        #define NS_RETURNS_NOT_RETAINED
        #define NS_RETURNS_INNER_POINTER
        #define CF_RETURNS_RETAINED
        #define CF_RETURNS_NOT_RETAINED
        #define NS_FORMAT_FUNCTION(F, A)
        #define NS_FORMAT_ARGUMENT(A)
        #define NS_AVAILABLE(...)
        #define NS_AVAILABLE_IOS(...)
        #define NS_AVAILABLE_MAC(...)
        #define NS_DEPRECATED(...)
        #define NS_DEPRECATED_IOS(...)
        #define NS_DEPRECATED_MAC(...)
        #define NS_CLASS_AVAILABLE(...)
        #define NS_CLASS_AVAILABLE_IOS(...)
        #define NS_CLASS_DEPRECATED_IOS(...)
        #define NS_ENUM_AVAILABLE(...)
        #define NS_ENUM_AVAILABLE_IOS(...)
        #define NS_ENUM_DEPRECATED_IOS(...)
        #define NS_EXTENSION_UNAVAILABLE(...)
        #define NS_EXTENSION_UNAVAILABLE_IOS(...)
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define API_DEPRECATED_WITH_REPLACEMENT(...)
        #define API_AVAILABLE_BEGIN(...)
        #define API_AVAILABLE_END
        #define API_UNAVAILABLE_BEGIN(...)
        #define API_UNAVAILABLE_END
        #define UIKIT_AVAILABLE(...)
        #define DEPRECATED_ATTRIBUTE
        #define DEPRECATED_MSG_ATTRIBUTE(...)
        #define UI_APPEARANCE_SELECTOR
        #define IBOutlet
        #define IBAction void
        #define IBInspectable
        #define IB_DESIGNABLE
        #define IBOutletCollection(ClassName)
        #define FOUNDATION_EXPORT extern
        #define FOUNDATION_EXTERN extern
        #define FOUNDATION_STATIC_INLINE static inline
        #define UIKIT_EXTERN extern
        #define UIKIT_STATIC_INLINE static inline
        #define APPKIT_EXTERN extern
        #define CF_EXPORT extern
        #define CG_EXTERN extern
        #define CG_INLINE static inline
        #define OBJC_EXPORT extern
        #define NS_INLINE static inline
        #define OBJC_EXTERN extern

        """

    /// Stubs for the project's own export and attribute macros (`OPENSSL_EXPORT`, `FOO_EXTERN`,
    /// `BAR_DEPRECATED(...)`) that the file uses but defines elsewhere: without them libclang,
    /// which follows no include, drops every declaration they prefix. Only ALL_CAPS names whose
    /// words say what they are (EXPORT, EXTERN, API, INLINE, DEPRECATED, VISIBILITY, NODISCARD,
    /// NONNULL, NULLABLE...), and only when no included header defines them (`IncludedMacros`).
    /// `defined`: names already defined before the file (by the headers it includes).
    static func projectMacroStubs(tokens: [CToken], base: UnsafePointer<UInt8>, defined included: Set<String> = []) -> String {
        var defined = included
        var used: [String: Bool] = [:] // name → function-like
        var inDirective = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive {
                inDirective = true
                if token.code == CKeyword.Directive.define, index + 1 < tokens.count {
                    defined.insert(tokens[index + 1].text(base))
                }
            } else if token.kind == .endOfDirective {
                inDirective = false
            } else if !inDirective, token.kind == .identifier, isAllCaps(token, base) {
                let name = token.text(base)
                let functionLike = index + 1 < tokens.count && tokens[index + 1].kind == .punct && tokens[index + 1].code == ASCII.leftParen
                if used[name] == nil && isAttributeName(name, functionLike: functionLike) { used[name] = functionLike }
            }
            index += 1
        }
        var stubs = ""
        for (name, functionLike) in used.sorted(by: { $0.key < $1.key }) where !defined.contains(name) && !text.contains("define \(name)") {
            if functionLike {
                stubs += "#define \(name)(...)\n"
            } else if name.hasSuffix("INLINE") {
                stubs += "#define \(name) static inline\n"
            } else if name.hasSuffix("EXTERN") {
                stubs += "#define \(name) extern\n"
            } else {
                stubs += "#define \(name)\n"
            }
        }
        return stubs
    }


    private static func isAllCaps(_ token: CToken, _ base: UnsafePointer<UInt8>) -> Bool {
        var index = Int(token.start)
        var hasUnderscore = false
        while index < Int(token.end) {
            let c = base[index]
            if c >= 97 && c <= 122 { return false }
            if c == ASCII.underscore { hasUnderscore = true }
            index += 1
        }
        return hasUnderscore
    }

    private static func isAttributeName(_ name: String, functionLike: Bool) -> Bool {
        let plainWords = [
            "EXPORT", "EXTERN", "_API", "INLINE", "VISIBILITY", "DEPRECATED", "NONNULL_BEGIN", "NONNULL_END", "_BEGIN_DECLS",
            "_END_DECLS", "EXTERN_C_BEGIN", "EXTERN_C_END", "WARN_UNUSED_RESULT", "NORETURN", "UNUSED", "NODISCARD",
            "_NONNULL", "_NULLABLE", "MUST_USE_RESULT", "LIFETIME_BOUND",
        ]
        let functionWords = ["FORMAT", "ATTRIBUTE", "DEPRECATED", "AVAILABLE", "ALIGN", "PRINTF"]
        return (functionLike ? functionWords : plainWords).contains { name.hasSuffix($0) || name.contains($0 + "_") }
    }

    /// Number of lines of `text` (the `#line 1` directive follows them).
    static let lineCount = text.utf8.reduce(0) { $0 + ($1 == ASCII.newline ? 1 : 0) }
}
