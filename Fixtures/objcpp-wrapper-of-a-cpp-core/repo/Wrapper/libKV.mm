#import "KV.h"
#import <KVCore/KV.h>

class ObjCHandler : public kv::Handler {
public:
    kv::RecoverStrategy onCheckFail(const std::string &name) override {
        return kv::OnErrorDiscard;
    }
};

@implementation KV {
    kv::KV *m_kv;
}
+ (instancetype)defaultKV {
    kv::KV *core = kv::KV::defaultKV();
    return [KV new];
}
@end
