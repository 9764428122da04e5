#pragma once
int core_fn(void);
