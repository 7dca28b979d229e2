from django.urls import path

from blog import views

urlpatterns = [
    path("health-check", views.HealthCheckView.as_view()),
    path("articles", views.ArticleListView.as_view()),
]
