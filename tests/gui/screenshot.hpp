#pragma once

// Every main view leaves a screenshot in the test output; a blank one fails the test.

#include <gtest/gtest.h>

#include <QApplication>
#include <QImage>
#include <QSet>
#include <QWidget>
#include <cstdio>

#include "workloads.hpp"

namespace outrigger::testing {

// Saves `widget` as PNG under the test output directory and checks that it is not blank.
inline void screenshot(QWidget& widget, const char* name) {
    QApplication::processEvents();
    const auto file = output_dir() / name;
    ASSERT_TRUE(widget.grab().save(QString::fromStdString(file.string()), "PNG"));
    const QImage image(QString::fromStdString(file.string()));
    ASSERT_FALSE(image.isNull());
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 5)
        for (int x = 0; x < image.width(); x += 5) colours.insert(image.pixel(x, y));
    EXPECT_GT(colours.size(), 12) << name << " looks blank";
    std::printf("screenshot: %s\n", file.string().c_str());
}

}  // namespace outrigger::testing
