#include "gui/app/job_context_menu.hpp"

#include <QAbstractItemView>
#include <QMenu>

#include "gui/app/job_actions.hpp"
#include "gui/app/main_window.hpp"

namespace outrigger::gui {

void attach_job_menu(QAbstractItemView* view, MainWindow& window, JobOfIndex job_of) {
    if (view == nullptr) return;
    MainWindow* w = &window;
    QObject::connect(view, &QAbstractItemView::doubleClicked, w, [w, job_of](const QModelIndex& index) {
        if (const qint64 job = job_of(index); job >= 0) w->focus_job(job);
    });
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, w, [w, view, job_of](const QPoint& at) {
        const qint64 job = job_of(view->indexAt(at));
        if (job < 0) return;
        w->focus_job(job);
        QMenu menu(view);
        menu.addAction(MainWindow::tr("Show checkjob"), w, [w, job] { w->focus_job(job); });
        menu.addSeparator();
        const JobActions* actions = w->job_actions();
        menu.addAction(actions->hold_action());
        menu.addAction(actions->release_action());
        menu.addAction(actions->priority_action());
        menu.addAction(actions->clear_priority_action());
        menu.addAction(actions->cancel_action());
        menu.exec(view->viewport()->mapToGlobal(at));
    });
}

}  // namespace outrigger::gui
