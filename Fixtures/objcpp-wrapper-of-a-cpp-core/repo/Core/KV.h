#pragma once
#include <string>

namespace kv {

enum RecoverStrategy : int { OnErrorDiscard = 0, OnErrorRecover };

class Handler {
public:
    virtual ~Handler() = default;
    virtual RecoverStrategy onCheckFail(const std::string &name) { return OnErrorDiscard; }
};

class KV {
public:
    static KV *defaultKV();
};

} // namespace kv
