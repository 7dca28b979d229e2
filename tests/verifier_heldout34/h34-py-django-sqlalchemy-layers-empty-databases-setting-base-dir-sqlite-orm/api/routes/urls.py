from django.urls import path

from api.routes import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/tags", views.tags),
    path("api/articles/<slug:slug>", views.article),
]
