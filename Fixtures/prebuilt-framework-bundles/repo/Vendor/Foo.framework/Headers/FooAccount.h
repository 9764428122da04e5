typedef struct _FooAccount FooAccount;
FooAccount *foo_account_new(void);
