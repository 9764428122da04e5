import Foundation
import RustRuntimeProxy

func configPort() -> String {
    "\(CONFIG_SERVICE_PORT)"
}
