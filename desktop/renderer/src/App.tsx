import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { SignInPage } from './screens/auth/SignInPage';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Navigate to="/auth/signin" replace />} />
        <Route path="/auth/signin" element={<SignInPage />} />
        <Route path="*" element={<Navigate to="/auth/signin" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
