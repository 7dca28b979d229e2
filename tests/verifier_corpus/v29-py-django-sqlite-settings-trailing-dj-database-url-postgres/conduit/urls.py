from django.urls import path

from tags import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/tags", views.tag_list),
]
