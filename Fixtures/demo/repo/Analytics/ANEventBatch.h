//
//  ANEventBatch.h
//  Analytics
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface ANEventBatch : NSObject

@property (nonatomic, copy, readonly) NSArray<NSDictionary *> *events;

- (instancetype)initWithEvents:(NSArray<NSDictionary *> *)events;
- (nullable NSData *)JSONData;

@end

NS_ASSUME_NONNULL_END
