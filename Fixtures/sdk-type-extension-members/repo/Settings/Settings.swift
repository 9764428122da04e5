import SwiftUI

let title = String.appName
let shadow = Color.shadowTone
