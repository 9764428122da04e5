import Kit

let status: SyncStatus = .idle
let sync = KTSync()
