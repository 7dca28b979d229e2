from django.urls import path

from articles import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/articles", views.list_articles),
    path("api/articles/<slug:slug>", views.get_article),
]
