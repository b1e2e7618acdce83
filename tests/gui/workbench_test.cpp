// The workbench window end to end, headless: edit through the view, undo/redo, save, the dirty
// indicator, the question before closing, and a screenshot for a person to look at.
#include <gtest/gtest.h>

#include <QDoubleSpinBox>
#include <QImage>
#include <QListWidget>
#include <QMenu>
#include <QPixmap>
#include <QSet>
#include <QSettings>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <filesystem>
#include <fstream>

#include "gui/app/main_window.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "qt_app.hpp"

namespace outrigger::gui {
namespace {

using testing::qt_app;
using testing::read_bytes;

// A private copy of the demo configuration to open and save.
std::filesystem::path copy_of_demo(const char* name) {
    const auto dir = testing::output_dir() / "workbench";
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    std::filesystem::copy_file(testing::demo_config_path(), path,
                               std::filesystem::copy_options::overwrite_existing);
    return path;
}

QString qpath(const std::filesystem::path& p) {
    return QString::fromStdString(p.string());
}

// Edits FSWEIGHT as a user does: start the editor on the value cell, type, press Return.
void edit_fsweight_through_view(MainWindow& window, double value) {
    QTreeView* view = window.config_panel()->view();
    const QModelIndex cell = window.config_panel()
                                 ->model()
                                 ->find(QStringLiteral("FSWEIGHT"))
                                 .siblingAtColumn(ConfigModel::ValueColumn);
    ASSERT_TRUE(cell.isValid());
    view->scrollTo(cell);
    view->setCurrentIndex(cell);
    view->edit(cell);
    auto* spin = view->viewport()->findChild<QDoubleSpinBox*>();
    ASSERT_NE(spin, nullptr);
    spin->setValue(value);
    QTest::keyClick(spin, Qt::Key_Return);
    QApplication::processEvents();  // the delegate commits on a queued call
}

TEST(Workbench, EditUndoRedoSaveChangesOnlyThatValueAndTracksTheDirtyState) {
    qt_app();
    const auto path = copy_of_demo("edit.cfg");
    const std::string original = read_bytes(path);
    MainWindow window;
    window.show();
    ASSERT_TRUE(window.open_file(qpath(path)));
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("edit.cfg[*]")));
    EXPECT_EQ(QSettings().value(QStringLiteral("files/recent")).toStringList().value(0),
              qpath(path));  // Open Recent
    EXPECT_FALSE(window.isWindowModified());

    edit_fsweight_through_view(window, 250);
    EXPECT_EQ(window.config_panel()->model()->document().value("FSWEIGHT"), "250");
    EXPECT_TRUE(window.isWindowModified());
    EXPECT_EQ(window.undo_stack()->count(), 1);

    window.undo_stack()->undo();
    EXPECT_EQ(window.config_panel()->model()->document().text(), original);
    EXPECT_FALSE(window.isWindowModified());
    window.undo_stack()->redo();
    EXPECT_TRUE(window.isWindowModified());

    ASSERT_TRUE(window.save());
    EXPECT_FALSE(window.isWindowModified());
    std::string expected = original;
    const auto at = expected.find("FSWEIGHT              100");
    ASSERT_NE(at, std::string::npos);
    expected.replace(at, std::string("FSWEIGHT              100").size(), "FSWEIGHT              250");
    EXPECT_EQ(read_bytes(path), expected);
}

TEST(Workbench, ClosingWithUnsavedChangesAsksAndHonoursCancelDiscardAndSave) {
    qt_app();
    const auto path = copy_of_demo("close.cfg");
    const std::string original = read_bytes(path);
    MainWindow window;
    window.show();
    ASSERT_TRUE(window.open_file(qpath(path)));

    int asked = 0;
    UnsavedChoice answer = UnsavedChoice::Cancel;
    window.set_unsaved_prompt([&](QWidget*) {
        ++asked;
        return answer;
    });
    EXPECT_TRUE(window.maybe_save());  // clean: nothing to ask
    EXPECT_EQ(asked, 0);

    window.config_panel()->model()->edit_value(QStringLiteral("FSDEPTH"), {}, QStringLiteral("10"));
    EXPECT_FALSE(window.close());
    EXPECT_EQ(asked, 1);
    EXPECT_TRUE(window.isVisible());

    answer = UnsavedChoice::Save;
    EXPECT_TRUE(window.close());
    EXPECT_EQ(asked, 2);
    EXPECT_NE(read_bytes(path), original);
    EXPECT_NE(read_bytes(path).find("FSDEPTH               10"), std::string::npos);

    MainWindow second;
    second.set_unsaved_prompt([&](QWidget*) {
        ++asked;
        return UnsavedChoice::Discard;
    });
    second.show();
    ASSERT_TRUE(second.open_file(qpath(path)));
    second.config_panel()->model()->edit_value(QStringLiteral("FSDEPTH"), {}, QStringLiteral("3"));
    const std::string saved = read_bytes(path);
    EXPECT_TRUE(second.close());
    EXPECT_EQ(asked, 3);
    EXPECT_EQ(read_bytes(path), saved);  // discarded
}

TEST(Workbench, OpensTheEmbeddedDemoAndLeavesAScreenshot) {
    qt_app();
    MainWindow window;
    window.resize(1100, 760);
    window.show();
    window.open_demo();
    EXPECT_TRUE(window.current_file().isEmpty());
    EXPECT_GT(window.config_panel()->model()->rowCount(window.config_panel()->model()->index(0, 0)), 10);
    EXPECT_GT(window.config_panel()->diagnostics_list()->count(), 0);  // the demo's notes

    // Clicking a diagnostic selects its row.
    QListWidget* list = window.config_panel()->diagnostics_list();
    list->setCurrentRow(0);
    emit list->itemClicked(list->item(0));
    EXPECT_EQ(window.config_panel()->view()->currentIndex().data(ConfigModel::ParameterRole).toString(),
              QStringLiteral("SERVERHOST"));

    QApplication::processEvents();
    const QPixmap shot = window.grab();
    const auto file = testing::output_dir() / "workbench.png";
    ASSERT_TRUE(shot.save(QString::fromStdString(file.string()), "PNG"));
    const QImage image = QImage(QString::fromStdString(file.string()));
    ASSERT_FALSE(image.isNull());
    EXPECT_GE(image.width(), 1000);
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    EXPECT_GT(colours.size(), 8) << "the screenshot looks blank";
}

}  // namespace
}  // namespace outrigger::gui
