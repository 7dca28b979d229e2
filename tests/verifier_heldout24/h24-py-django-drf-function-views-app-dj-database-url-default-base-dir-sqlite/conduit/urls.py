from django.urls import path

from core import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/articles", views.articles),
    path("api/tags", views.tags),
]
