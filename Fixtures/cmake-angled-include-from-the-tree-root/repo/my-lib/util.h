#pragma once
int mydash_fn(void);
