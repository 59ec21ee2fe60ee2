//! The text size of Settings (egui's zoom, 100% to 200%) reaches the
//! board's layout: the panel beside the board is that much wider, so the
//! board makes room for it. (The arithmetic of the layout itself is
//! checked in `board::layout`'s own tests; what egui draws at 200% was
//! looked at in screenshots.)

use rookery::app::board::{BoardLayout, PANEL_WIDTH};
use rookery::app::held::AppSettings;
use rookery::app::settings::ChangeSettings;

#[test]
fn a_larger_text_size_widens_the_panel_the_board_makes_room_for() {
    let mut h = super::Harness::new();
    h.start_game();
    assert_eq!(h.world().resource::<BoardLayout>().ui_scale, 1.0);
    let mut settings = h.world().resource::<AppSettings>().0.clone();
    settings.text_size = 175;
    h.world().write_message(ChangeSettings(Box::new(settings)));
    h.settle();
    assert_eq!(h.world().resource::<AppSettings>().text_size, 175);
    let layout = *h.world().resource::<BoardLayout>();
    assert_eq!(layout.ui_scale, 1.75);
    // 320 points of panel are 560 logical pixels at 175%.
    assert_eq!(PANEL_WIDTH * layout.ui_scale, 560.0);
}
