from django.urls import path

from tags.views import health_check, tag_list

urlpatterns = [
    path("api/health-check", health_check),
    path("api/tags", tag_list),
]
