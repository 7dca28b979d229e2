from django.urls import path

from tags.views import HealthCheckView, TagListView

urlpatterns = [
    path("api/health-check", HealthCheckView.as_view()),
    path("api/tags", TagListView.as_view()),
]
