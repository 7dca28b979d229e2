from django.urls import path

from blog import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/articles", views.create_article),
]
