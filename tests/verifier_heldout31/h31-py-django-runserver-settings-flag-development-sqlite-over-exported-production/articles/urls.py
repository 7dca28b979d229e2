from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.health_check),
    path("tags", views.tags),
    path("articles/<slug:slug>", views.article_detail),
]
