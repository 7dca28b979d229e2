from django.urls import path

from articles.views import TagListView, health_check

urlpatterns = [
    path("api/health-check", health_check),
    path("api/tags", TagListView.as_view()),
]
