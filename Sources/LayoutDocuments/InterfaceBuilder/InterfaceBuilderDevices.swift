import ScrollLayout

/// The devices Interface Builder documents name (`retina6_1`), as screens: reports print these
/// ids for scenes saved with a device, so `--screen` and `--screens` take them too.
public enum InterfaceBuilderDevices {
    /// Every device id, sorted.
    public static var ids: [String] { IBDevice.table.keys.sorted() }

    /// The device as the current Xcode simulates it: portrait size, status bar on top and home
    /// indicator below as the safe area, pixel scale. Nil for an unknown id.
    public static func screen(named id: String) -> Screen? {
        guard let device = IBDevice.named(id, toolsVersion: .infinity) else { return nil }
        return Screen(name: id, width: device.size.width, height: device.size.height,
                      safeAreaInsets: EdgeInsets(top: device.statusBar, bottom: device.homeIndicator), scale: device.scale)
    }
}
